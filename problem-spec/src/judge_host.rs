//! Which judge a problem URL is on, by its host: one table for the bundler (`--judge` from a
//! cargo-compete `problem = "..."` URL) and the scaffolding (`judge` in a new spec).

/// Each judge's domain and its profile name; a URL on the domain or any subdomain of it is
/// that judge's.
pub const HOSTS: [(&str, &str); 13] = [
    ("atcoder.jp", "atcoder"),
    ("codeforces.com", "codeforces"),
    ("luogu.com.cn", "luogu"),
    ("spoj.com", "spoj"),
    ("cses.fi", "cses"),
    ("judge.yosupo.jp", "library_checker"),
    ("kattis.com", "kattis"),
    ("timus.ru", "timus"),
    ("timus.online", "timus"),
    ("vnoi.info", "vnoj"),
    ("codechef.com", "codechef"),
    ("hdu.edu.cn", "hdu"),
    ("poj.org", "poj"),
];

/// The profile name (the bundler's `--judge` names) of the judge whose site hosts `url`;
/// `None` for a host no profile covers (yukicoder, say). Hosts match whole labels:
/// `notatcoder.jp` is not AtCoder.
pub fn profile_for_url(url: &str) -> Option<&'static str> {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("").to_ascii_lowercase();
    let host = authority.rsplit_once('@').map_or(authority.as_str(), |(_, h)| h).split(':').next().unwrap_or("");
    let on = |domain: &str| host == domain || host.ends_with(&format!(".{}", domain));
    HOSTS.iter().find(|(domain, _)| on(domain)).map(|&(_, profile)| profile)
}

#[cfg(test)]
mod tests {
    use super::profile_for_url;

    #[test]
    fn hosts_match_whole_labels_with_any_subdomain_port_or_user() {
        assert_eq!(profile_for_url("https://m1.codeforces.com/problemset/problem/1/A"), Some("codeforces"));
        assert_eq!(profile_for_url("https://user@atcoder.jp:443/contests/abc003"), Some("atcoder"));
        assert_eq!(profile_for_url("https://ATCODER.JP/contests"), Some("atcoder"));
        assert_eq!(profile_for_url("acm.timus.ru/problem.aspx?space=1&num=1540"), Some("timus"));
        assert_eq!(profile_for_url("https://judge.yosupo.jp?x"), Some("library_checker"));
        assert_eq!(profile_for_url("https://notatcoder.jp/x"), None);
        assert_eq!(profile_for_url("https://atcoder.jp.evil.example/x"), None);
        assert_eq!(profile_for_url("https://yukicoder.me/problems/no/1"), None);
        assert_eq!(profile_for_url(""), None);
    }
}
