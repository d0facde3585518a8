export { body } from "../../modules/m3";
