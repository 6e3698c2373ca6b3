//! The two summaries every table of the bench uses.

/// The middle value (the mean of the middle two for an even count); `None` for no values.
pub fn median(v: &[f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    let mut v = v.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    Some(if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 })
}

/// `a` against `b`, where `a[i]` and `b[i]` were measured back to back in round `i`: the median
/// of the rounds' own ratios, so that a slow spell of the machine, which stretches both
/// measurements of its round, cancels out. The ratio of the medians when the rounds do not
/// pair up (different counts, or a zero in `b`).
pub fn paired_ratio(a: &[f64], b: &[f64]) -> Option<f64> {
    if a.len() == b.len() && b.iter().all(|&t| t > 0.0) {
        let ratios: Vec<f64> = a.iter().zip(b).map(|(x, y)| x / y).collect();
        return median(&ratios);
    }
    Some(median(a)? / median(b)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians_and_paired_ratios() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), Some(2.5));
        // A slow spell in the second and third rounds stretches both measurements of each.
        assert_eq!(paired_ratio(&[100.0, 300.0, 310.0], &[250.0, 500.0, 780.0]), Some(0.4));
        assert_eq!(paired_ratio(&[100.0, 300.0], &[400.0]), Some(0.5));
        assert_eq!(paired_ratio(&[], &[]), None);
    }
}
