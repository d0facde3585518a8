export { body } from "../../modules/m7";
