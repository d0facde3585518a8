export { body } from "../../modules/m5";
