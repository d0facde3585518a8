export { body } from "../../modules/m4";
