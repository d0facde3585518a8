export { body } from "../../modules/m1";
