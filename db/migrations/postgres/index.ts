import type { Migration } from "kysely";
import * as m010 from "../010_rate_limits";
import * as m011 from "../011_postgres_speed";
import * as m012 from "../012_languages";
import * as m013 from "../013_course_languages";
import * as m014 from "../014_company_sso";
import * as m015 from "../015_privacy_notice";
import * as m016 from "../016_retention";
import * as m017 from "../017_rate_limit_holds";
import * as m018 from "../018_schema_floor";
import * as m019 from "../019_client_assets";
import * as m020 from "../020_unicode_lower";
import * as m021 from "../021_unicode_fold";
import * as m022 from "../022_name_search";
import * as baseline from "./001_baseline";

/**
 * PostgreSQL's migrations: the baseline (SQLite's 001 to 009 in one), then every shared migration
 * from 010 on, which runs on both engines.
 */
export const postgresMigrations: Record<string, Migration> = {
  "001_postgres_baseline": baseline,
  "010_rate_limits": m010,
  "011_postgres_speed": m011,
  "012_languages": m012,
  "013_course_languages": m013,
  "014_company_sso": m014,
  "015_privacy_notice": m015,
  "016_retention": m016,
  "017_rate_limit_holds": m017,
  "018_schema_floor": m018,
  "019_client_assets": m019,
  "020_unicode_lower": m020,
  "021_unicode_fold": m021,
  "022_name_search": m022,
};
