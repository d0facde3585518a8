// What the academy's loaders return for the bench's first page learner (page0: three modules done,
// module 4's assessment begun), copied from its pages; the floor pages' loaders return these.
export const LEARNER = {
  tenant: {
    name: "GDPR Training Academy",
    kind: "main" as const,
    base: "",
    primaryColor: "#003D8F",
    secondaryColor: "#FF6A00",
    logoUrl: null,
  },
  email: "page0@bench.example",
  isAdmin: false,
  points: 3000,
  level: 2,
};
