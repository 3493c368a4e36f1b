// The labels and hints of the editor's forms for every content file but the articles: the field
// help a counsellor reads under each field (docs/reference/content-files.md's tables, in the
// editor). By content type ("site" is content/site.yaml, "interface-words"
// content/interface-words.yaml, "pages/home" content/pages/home.md, "services" a file of
// content/services/) and the field's path in it; WORDS_BY_NAME gives the fields every page has.

/** What the form says about one field (field-text.ts gives every field one). */
export type FieldText = {
  label: string;
  hint?: string;
  /** A text of several lines. */
  long?: boolean;
  /** Shown when the text does not have the schema's form (a field with a pattern). */
  pattern?: string;
};

type Texts = Record<string, Partial<FieldText>>;

/** A page's own fields, at the top of its file (a content type's own text comes first). */
export const PAGE_FIELDS: Texts = {
  title: { hint: "The page's name in the browser tab and in search results." },
  description: {
    hint: "One sentence that search engines and shared links show under the title.",
    long: true,
  },
  updated: {
    label: "Words last changed on",
    hint: "When you change the words, set this to today: translations made before it are then marked as out of date.",
  },
  order: {
    label: "Place in the list",
    hint: "A whole number from 1: the smallest is shown first.",
  },
  body: { label: "Text of the page" },
};

/** Fields of that name wherever they are. */
export const WORDS_BY_NAME: Texts = {
  description: { long: true },
  heading: { label: "Heading" },
  intro: { label: "Introduction", long: true },
  text: { label: "Text", long: true },
  icon: { label: "Icon", hint: "The picture beside it: one of the site's icons." },
};

const SITE: Texts = {
  name: { label: "The practice's name" },
  tagline: {
    label: "Tagline",
    hint: "One line about the practice, shown with its name in the Home page's tab.",
  },
  about: {
    label: "About the practice",
    hint: "One or two sentences, shown at the foot of every page.",
    long: true,
  },
  url: {
    label: "Web address",
    hint: 'The site\'s full address, starting https://, for example "https://www.sahajchildcentre.in".',
  },
  editor: {
    label: "Where this editor saves",
    hint: "The practice's GitHub repository and its main branch (docs/editor-setup.md).",
  },
  "editor.repository": {
    label: "GitHub repository",
    hint: 'The owner and the name, joined by a slash: "sahaj-practice/website".',
  },
  "editor.branch": { label: "Main branch", hint: "Usually main." },
  phone: {
    label: "Phone",
    hint: '+91 and the ten-digit number, for example "+91 98765 43210"; spaces are fine. Every call link on the site is made from it.',
  },
  whatsapp: {
    label: "WhatsApp number",
    hint: "Only when WhatsApp is another number than the phone; written like the phone. Left empty, the phone number is used.",
  },
  greeting: {
    label: "WhatsApp greeting",
    hint: "The first words of the message the WhatsApp button writes; the parent can change them before sending.",
  },
  email: { label: "E-mail address" },
  address: { label: "Address", hint: "Where families come for sessions." },
  "address.lines": { label: "Street address", hint: "One line each: building, floor, lane, area." },
  "address.city": { label: "City" },
  "address.postalCode": { label: "PIN code" },
  "address.state": { label: "State" },
  hours: {
    label: "Opening hours",
    hint: "One line for each day or run of days. Every language's pages write them in their own words.",
  },
  "hours.from": { label: "Day", hint: "The day, or the first day of a run of days." },
  "hours.to": {
    label: "Until",
    hint: "The last day of the run (Monday to Friday: Monday, then Friday). Empty for one day.",
  },
  "hours.opens": {
    label: "Opens at",
    hint: 'On the 24-hour clock: "10:00". Leave both times empty on a day the practice is closed.',
    pattern: 'A time on the 24-hour clock, hours and minutes: "09:30", "19:00".',
  },
  "hours.closes": {
    label: "Closes at",
    hint: 'On the 24-hour clock: 7 pm is "19:00".',
    pattern: 'A time on the 24-hour clock, hours and minutes: "09:30", "19:00".',
  },
  articlesPerPage: {
    label: "Articles on one page of a list",
    hint: "A whole number from 1 to 60; a longer list goes on to page 2, 3…",
  },
  social: {
    label: "Social pages",
    hint: "Each a full address starting https://. Leave empty the ones the practice does not have: they are not shown.",
  },
  helplines: {
    label: "Helplines",
    hint: "Free emergency numbers, shown on every page and in articles. Check each against its source at least once a year.",
  },
  "helplines.id": {
    label: "Id",
    hint: "Lowercase words joined by dashes. Articles name the helpline by it: change it only with every article that uses it.",
  },
  "helplines.number": {
    label: "Number",
    hint: "Digits only, no spaces: a family in crisis may dial it.",
  },
  "helplines.source": { label: "Source", hint: "Who runs or publishes the number." },
  "helplines.sourceUrl": {
    label: "Source's web page",
    hint: "The official page where the number can be checked, starting https://.",
  },
  "helplines.verified": {
    label: "Last checked on",
    hint: "The day someone last checked the number against its source.",
  },
};

/** content/interface-words.yaml: the words of the menu, buttons and labels on every page. */
const INTERFACE_WORDS: Texts = {
  navigation: { label: "Menu words", hint: "The words of the main menu and its buttons." },
  help: {
    label: '"Need help now?"',
    hint: "The link at the top of every page, and the box of helplines it leads to.",
  },
  labels: {
    label: "Small words of the layout",
    hint: "Buttons, headings and badges. Keep each {…} exactly as it is: the site fills it in.",
  },
  reviewPage: { label: "The reviewers' page of a preview" },
  launchPage: { label: "The editor's page of what is left before going live" },
  editor: {
    label: "The editor's own messages",
    hint: "What this editor says when a save or a publication is refused, while it publishes, and when a preview could not be built. Keep each {…} exactly as it is.",
  },
};

/** The fields of a length of time at `at` (practice-facts.ts): from, to, unit. */
const lengthFields = (at: string): Texts => ({
  [`${at}.from`]: { label: "Length", hint: "A whole number: 60 (minutes), 1 (hour), 2 (weeks)." },
  [`${at}.to`]: {
    label: "Up to",
    hint: "For a range (60 to 90 minutes): the larger number. Empty for one length.",
  },
  [`${at}.unit`]: { label: "Counted in" },
});

/** What the editor's choices say for values of the practice's facts (days, units of time). */
export const CHOICE_TEXT: Record<string, string> = {
  minute: "minutes",
  hour: "hours",
  day: "days",
  week: "weeks",
  month: "months",
};

const HOME: Texts = {
  hero: { label: "Opening", hint: "The big heading and text at the top of the Home page." },
  highlights: { label: "Highlights", hint: "The three cards under the opening." },
  stats: {
    label: "Figures",
    hint: "Numbers the practice stands behind. A figure the site can count (its articles) is counted, never typed.",
  },
  "stats.value": {
    label: "Figure",
    hint: 'For example "100+". Leave it empty when the site counts it.',
  },
  "stats.count": {
    label: "Counted by the site",
    hint: "Choose what the site counts, instead of typing a figure.",
  },
  "stats.label": { label: "What it counts" },
  "stats.href": {
    label: "Link",
    hint: 'An address on this site, starting / or #, for example "/contact". Optional.',
  },
  aboutTeaser: { label: "About us, in short" },
  "aboutTeaser.linkLabel": { label: "Words of the link to About" },
  services: { label: "Services, in short" },
  visionMission: { label: "Vision and mission" },
  cta: { label: "Closing invitation", hint: "Also at the end of About and Services." },
};

const SERVICES_PAGE: Texts = {
  supportOptions: { label: "Specialised support options" },
  "supportOptions.items": { label: "Options", hint: "Exactly four." },
  holistic: { label: "Our holistic approach" },
  languages: { label: "Languages of the sessions" },
  "languages.items": { label: "Languages" },
  firstSession: { label: "The first session" },
  "firstSession.steps": {
    label: "Steps",
    hint: "What happens, in order: they are shown numbered.",
  },
  online: {
    label: "Online sessions",
    hint: "Whether sessions can also be held by video call, and for whom.",
  },
  "supportOptions.items.duration": {
    label: "How long or how often",
    hint: "Write {length} where the length below goes: every language writes it in its own words.",
  },
  ...lengthFields("supportOptions.items.length"),
  ...lengthFields("firstSession.length"),
  ...lengthFields("wait.length"),
  "supportOptions.items.length": {
    label: "Length of a session",
    hint: "Optional: when the text above says {length}.",
  },
  "firstSession.length": {
    label: "How long the first session takes",
    hint: "A step above says {length} where it goes.",
  },
  wait: { label: "Waiting time", hint: "How soon a family can usually meet the practice." },
  "wait.length": {
    label: "How long families usually wait",
    hint: "The text says {length} where it goes, for example 1 to 2 weeks.",
  },
  "wait.text": {
    label: "Text",
    hint: "Write {length} where the waiting time goes: each language writes it in its own words.",
    long: true,
  },
  fees: { label: "Fees", hint: 'A text alone ("Fees on request"), or a text and a list of fees.' },
  "fees.items": { label: "Fees" },
  "fees.items.amount": {
    label: "Fee in rupees",
    hint: "A whole number, without ₹ or commas: 1500. Every language writes it as ₹1,500.",
  },
};

const TEAM: Texts = {
  name: { label: "Full name", hint: 'As parents will say it: "Dr. Asha Rao".' },
  role: { label: "Role", hint: 'Their role at the practice: "Clinical Psychologist".' },
  qualifications: {
    label: "Qualifications",
    hint: 'Degrees and where they studied: "M.Phil. Clinical Psychology, NIMHANS".',
  },
  registration: {
    label: "Registration",
    hint: 'Their professional registration, for example "Rehabilitation Council of India (RCI), CRR No. A12345".',
  },
  languages: { label: "Languages of their sessions" },
  photo: {
    label: "Photo",
    hint: "Optional. A photo of them, with their permission: it is made small for phones when the site is built.",
  },
  photoAlt: {
    label: "What the photo shows",
    hint: 'Needed with a photo: a few words for people who cannot see it, for example "Asha Rao smiling, in a blue sari".',
  },
  body: { label: "Short bio", hint: "Two or three sentences in their own voice." },
};

const SERVICE: Texts = {
  title: { label: "Name of the service", hint: "" },
  description: { label: "Description", hint: "One or two sentences." },
  features: { label: "Points", hint: "Short points, one per line." },
};

export const PRACTICE_TEXT: Record<string, Texts> = {
  site: SITE,
  "interface-words": INTERFACE_WORDS,
  "pages/home": HOME,
  "pages/services": SERVICES_PAGE,
  team: TEAM,
  services: SERVICE,
};
