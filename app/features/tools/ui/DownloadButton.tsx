// A button that saves a file made in the browser, named "<name>-<today>.<json|csv>": a copy of the
// notes, what could not be read, the diary as a spreadsheet. Nothing leaves the browser.
import { localDate } from "./dates";

const TYPES = { json: "application/json", csv: "text/csv;charset=utf-8" };

export function DownloadButton({
  label,
  fileName,
  format,
  contents,
}: {
  label: string;
  /** The file's name before the date (from content, in the page's language). */
  fileName: string;
  format: keyof typeof TYPES;
  /** Made when the button is pressed, so the file holds what is on screen then. */
  contents: () => string;
}) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() =>
        offerDownload(`${fileName}-${localDate()}.${format}`, contents(), TYPES[format])
      }
    >
      {label}
    </button>
  );
}

/** A value as the JSON file a parent can keep (and import again). */
export const jsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Offers text as a file to save: the browser's own download, nothing sent anywhere. */
function offerDownload(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
