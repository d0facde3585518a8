import type { CourseTranslation } from "../../types";
import { meta } from "./meta";
import { body as m1 } from "./m1";
import { body as m2 } from "./m2";
import { body as m3 } from "./m3";
import { body as m4 } from "./m4";
import { body as m5 } from "./m5";
import { body as m6 } from "./m6";
import { body as m7 } from "./m7";

export const course: CourseTranslation = { meta, bodies: [m1, m2, m3, m4, m5, m6, m7] };
