pub(crate) mod linux {
    pub(crate) mod futex;
    pub(crate) mod types {
        pub type pid_t = i32;
    }
    pub(crate) mod can {
        use crate::prelude::*;

        pub const CAN_RAW: c_int = 1;

        s2! {
            pub struct can_frame {
                pub can_id: u32,
                pub len: u8,
            }
        }
    }
}
