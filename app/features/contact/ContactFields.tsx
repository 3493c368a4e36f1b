// The contact form's fields from its table (CONTACT_FIELDS), drawn with the site's one set of
// fields: half fields two by two, a full field alone.
import { InputField, SelectField, TextArea } from "~/components/fields";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFieldName,
  type ContactFormWords,
} from "./fields";
import type { MessageValues } from "./message";

export function ContactFields({
  form,
  values,
  set,
}: {
  form: ContactFormWords;
  values: MessageValues;
  set: (field: ContactFieldName, value: string) => void;
}) {
  const fields = (row: readonly ContactField[]) =>
    row.map((field) => (
      <OneField
        key={field.name}
        field={field}
        form={form}
        value={values[field.name]}
        onChange={(value) => set(field.name, value)}
      />
    ));
  return rowsOf(CONTACT_FIELDS).map((row) =>
    row.length > 1 ? (
      <div className="field-row" key={row[0].name}>
        {fields(row)}
      </div>
    ) : (
      fields(row)
    ),
  );
}

/** One field of the table: its label (with * when required) and its control. */
function OneField({
  field,
  form,
  value,
  onChange,
}: {
  field: ContactField;
  form: ContactFormWords;
  value: string;
  onChange: (value: string) => void;
}) {
  const { name, kind, required } = field;
  const common = {
    id: name,
    name,
    label: form.labels[name],
    required,
    markRequired: true,
    value,
    onChange,
  };
  if (kind === "select") {
    return <SelectField {...common} options={form.concernOptions} none={form.concernPlaceholder} />;
  }
  if (kind === "textarea") return <TextArea {...common} rows={5} />;
  return (
    <InputField
      {...common}
      type={kind === "text" ? undefined : kind}
      autoComplete={"autoComplete" in field ? field.autoComplete : undefined}
    />
  );
}

/** Half fields two by two, a full field alone. */
function rowsOf(list: readonly ContactField[]): ContactField[][] {
  const rows: ContactField[][] = [];
  for (const field of list) {
    const last = rows[rows.length - 1];
    if (field.half && last?.length === 1 && last[0].half) last.push(field);
    else rows.push([field]);
  }
  return rows;
}
