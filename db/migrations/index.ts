import type { Migration } from "kysely";
import * as m001 from "./001_initial";
import * as m002 from "./002_history_kept";
import * as m003 from "./003_company_lifecycle";
import * as m004 from "./004_mail_and_jobs";
import * as m005 from "./005_audit_chain";
import * as m006 from "./006_certificate_evidence";
import * as m007 from "./007_password_resets";
import * as m008 from "./008_leavers_and_trials";
import * as m009 from "./009_mail_limits";
import * as m010 from "./010_rate_limits";
import * as m011 from "./011_postgres_speed";
import * as m012 from "./012_languages";
import * as m013 from "./013_course_languages";
import * as m014 from "./014_company_sso";
import * as m015 from "./015_privacy_notice";
import * as m016 from "./016_retention";
import * as m017 from "./017_rate_limit_holds";
import * as m018 from "./018_schema_floor";
import * as m019 from "./019_client_assets";
import * as m020 from "./020_unicode_lower";
import * as m021 from "./021_unicode_fold";
import * as m022 from "./022_name_search";

/** Every migration, by name, imported statically so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "001_initial": m001,
  "002_history_kept": m002,
  "003_company_lifecycle": m003,
  "004_mail_and_jobs": m004,
  "005_audit_chain": m005,
  "006_certificate_evidence": m006,
  "007_password_resets": m007,
  "008_leavers_and_trials": m008,
  "009_mail_limits": m009,
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
