pub mod age;
