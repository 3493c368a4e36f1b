// The one set of form fields every form on the site uses (the contact form and the tools). The
// contact form's tick box (TickBox.tsx) is imported from its own file: the tools have none, and
// through here it would be in the script the tools share with the contact form.
export { Field, Hint, describedBy, type FieldProps } from "./Field";
export { InputField, NumberSelect, SelectField, TextArea } from "./controls";
export { CheckboxQuestion, RadioQuestion } from "./choices";
export { typedBeforeStart } from "./typed-before-start";
