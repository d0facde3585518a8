/** Who uses the product (DESIGN.md, Roles): one users table with a role column. */
export type Role = "super_admin" | "admin" | "employee" | "learner";
/** The roles that belong to a company (everyone but the super administrator). */
export type CompanyRole = Exclude<Role, "super_admin">;
