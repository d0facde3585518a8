/** Points the factory (app server modules) at the e2e server's database; imported before anything else. */
process.env.DATABASE_PATH ??= "tests/.tmp/e2e.db";
// Test users get fast password hashes (a stored hash carries its own cost); quiet logs.
process.env.PASSWORD_SCRYPT_COST ??= "12";
process.env.LOG_LEVEL ??= "silent";
export {};
