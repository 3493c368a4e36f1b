// One zod schema per content type, a file each. The schemas are the documentation of the
// frontmatter: the counsellors' guide and the error messages are written from them. A schema that
// needs a list from a layer above (the tools' ids, the contact form's fields, the topics) takes it
// as a parameter.
export { STAT_COUNTS } from "./parts";
export { siteSchema, type Helpline, type Site } from "./site";
export { interfaceWordsSchema, type InterfaceWords } from "./interface-words";
export { type EditorForms } from "./editor-forms";
export { homePageSchema, type HomePage } from "./home-page";
export { aboutPageSchema, type AboutPage } from "./about-page";
export { servicesPageSchema, type ServicesPage } from "./services-page";
export { resourcesPageSchema, type ResourcesPage } from "./resources-page";
export { contactPageSchema, FAQ_FROM_SERVICES, type ContactPage } from "./contact-page";
export { prosePageSchema, type ProsePage } from "./prose-page";
export { errorsPageSchema, type ErrorsPage } from "./errors-page";
export { searchPageSchema, type SearchPage } from "./search-page";
export { serviceSchema, type Service } from "./service";
export { TEAM_PHOTO, teamMemberSchema, type TeamMember } from "./team-member";
export { articleSchema, type ArticleFrontmatter } from "./article";
export { TRANSLATION_FIELDS, type Translation, type TranslationFields } from "./translation";
export { LANGUAGES_FILE, languagesSchema, type Language, type LanguageLink } from "./languages";
