// What the academy's loaders return for the bench's first page learner (page0: three modules done,
// module 4's assessment begun) besides each page's own data; the floor pages' loaders return it.
import { DEFAULT_COLORS } from "../../../app/domain/companies";
import { MAIN_TENANT } from "../../../app/domain/tenants";

export const LEARNER = {
  tenant: {
    name: MAIN_TENANT.name,
    kind: MAIN_TENANT.kind,
    base: MAIN_TENANT.base,
    primaryColor: DEFAULT_COLORS.primary,
    secondaryColor: DEFAULT_COLORS.secondary,
    logoUrl: null,
  },
  email: "page0@bench.example",
  isAdmin: false,
  points: 3000,
  level: 2,
};
