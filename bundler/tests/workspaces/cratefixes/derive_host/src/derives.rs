pub use pm_derives::Tagged;
