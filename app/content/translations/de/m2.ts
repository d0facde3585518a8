export { body } from "../../modules/m2";
