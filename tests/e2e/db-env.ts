/** Points the factory (app server modules) at the e2e server's database; imported before anything else. */
process.env.DATABASE_PATH ??= "tests/.tmp/e2e.db";
export {};
