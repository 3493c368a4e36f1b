// The language the page of what is left before launch is drawn in: apart from the view
// (launch-view.ts), which brings the content's schemas, so that the page's script stays small.

/** The language the page is shown in: the one asked for, else the first the browser prefers that the site has. */
export function chosenLanguage(
  codes: readonly string[],
  asked: string | null,
  preferred: readonly string[],
): string {
  if (asked && codes.includes(asked)) return asked;
  const wanted = preferred.map((tag) => tag.toLowerCase().split("-")[0]);
  return wanted.find((code) => codes.includes(code)) ?? codes[0];
}
