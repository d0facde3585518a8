export { body } from "../../modules/m6";
