//! icu_locale_core 2.4.0's `impl_tinystr_subtag!`: a helper macro whose body names the
//! optional dependency under the `cfg` of the feature that would turn it on.

macro_rules! counter {
    ($name:ident) => {
        pub struct $name(pub u64);

        impl $name {
            pub fn bumped(&self) -> u64 {
                self.0 + 1
            }
        }

        #[cfg(feature = "tripling")]
        impl $name {
            pub fn tripled(&self) -> u64 {
                scripted::triple(self.0)
            }
        }
    };
}

counter!(Steps);
