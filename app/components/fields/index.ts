// The one set of form fields every form on the site uses (the contact form and the tools).
export { Field, Hint, describedBy, type FieldProps } from "./Field";
export { InputField, NumberSelect, SelectField, TextArea } from "./controls";
export { CheckboxQuestion, RadioQuestion } from "./choices";
export { TickBox } from "./TickBox";
export { typedBeforeStart } from "./typed-before-start";
