// The banner at the top of every page of a preview build, for the branch's reviewers: the link to
// what the branch changes, what is left before the site goes live (the editor's page), "Edit this page" into the counsellors' editor (articles; any other
// page's files on GitHub, which the editor does not hold: docs/editor-setup.md), and whether
// the page is a translation made from older English words or not reviewed yet, or shows its
// address in English because the translation is behind it. Plain links: no
// script. A production build never renders it (its data is undefined there).
import { Fragment } from "react";
import type { InterfaceWords } from "~/content/schemas";

export type PreviewBannerData = {
  labels: InterfaceWords["labels"]["preview"];
  /** The list of what the branch changes, in the page's language. */
  changes: string;
  /** The editor's page of what is left before the site goes live, in the page's language. */
  launch: string;
  /** The page's file in the editor, when the editor has it. */
  edit?: string;
  /**
   * Otherwise the files the page is made from on GitHub, at this preview's branch (or commit), to
   * read: its own first, then those of its parts (each service, each team member).
   */
  files: { name: string; href: string }[];
  stale: boolean;
  unreviewed: boolean;
  /** The language's address is behind its English, so its pages show the English address. */
  addressBehind: boolean;
};

export function PreviewBanner({ preview }: { preview: PreviewBannerData }) {
  const { labels } = preview;
  return (
    <div className="preview-banner" role="note">
      <div className="container">
        <p>
          {labels.banner} <a href={preview.changes}>{labels.changes}</a>
          {" · "}
          <a href={preview.launch}>{labels.launch}</a>
          {preview.edit && (
            <>
              {" · "}
              <a href={preview.edit}>{labels.edit}</a>
            </>
          )}
        </p>
        {!preview.edit && preview.files.length > 0 && (
          <p className="preview-files">
            {labels.files}{" "}
            {preview.files.map((file, index) => (
              <Fragment key={file.href}>
                {index > 0 && " · "}
                {/* A file's name is no word of any language. */}
                <a href={file.href} lang="zxx">
                  {file.name}
                </a>
              </Fragment>
            ))}
          </p>
        )}
        {preview.stale && <p className="preview-mark">{labels.stale}</p>}
        {preview.unreviewed && <p className="preview-mark">{labels.unreviewed}</p>}
        {preview.addressBehind && <p className="preview-mark">{labels.addressBehind}</p>}
      </div>
    </div>
  );
}
