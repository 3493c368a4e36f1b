// The content the editor's page checks a save against: every file of content/ as the site was
// built from it (the build writes it beside the editor: EDITOR_FILES.content), and the addresses
// of the pictures in public/. A production build leaves out what it does not publish (drafts and
// scheduled articles): /admin is public, and those are not yet.

/** The content the editor checks against: every file of content/ and the pictures, as built. */
export type ContentSnapshot = {
  /** Each file's text, by its path in content/ ("articles/exam-stress.mdx"). */
  files: Record<string, string>;
  /** The address of each file in public/ ("/images/articles/a.png"). */
  pictures: string[];
};

/** A file of content/ with the text it would have once saved. */
export type ChangedFile = { file: string; text: string };
