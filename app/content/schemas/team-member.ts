// content/team/<name>.md: one person on the About page's "Our team"; the body is their short bio.
import { z } from "zod";
import { paths } from "../../lib/paths";
import type { PictureSet } from "../../lib/pictures";
import { text } from "../schema-fields";
import { updated } from "./parts";

/** A team photo is a file in public/images/team/, written as its address on the site. */
export const TEAM_PHOTO = new RegExp(`^${paths.picture("team")}/[\\w-]+\\.(jpe?g|png|webp)$`);

/** One person on the About page's "Our team"; the body of the file is their short bio. */
export const teamMemberSchema = z
  .strictObject({
    name: text,
    role: text,
    qualifications: text,
    /** For example the Rehabilitation Council of India (RCI) registration number. */
    registration: text,
    languages: z.array(text).min(1),
    photo: text
      .regex(TEAM_PHOTO, {
        error:
          'must be the address of a photo in public/images/team/, written like "/images/team/asha-rao.jpg" (a .jpg, .png or .webp file, its name in lowercase letters, digits and dashes)',
      })
      .optional(),
    /** What the photo shows, for people who cannot see it. Required with a photo. */
    photoAlt: text.optional(),
    order: z.number().int().positive(),
    updated,
  })
  .superRefine((member, context) => {
    if (member.photo && !member.photoAlt) {
      context.addIssue({
        code: "custom",
        path: ["photoAlt"],
        message:
          'is missing. A photo needs a short description for people who cannot see it, for example photoAlt: "Asha Rao smiling, in a blue sari". Add it under the photo line',
      });
    }
    if (member.photoAlt && !member.photo) {
      context.addIssue({
        code: "custom",
        path: ["photoAlt"],
        message:
          'describes a photo, but there is no "photo" field. Add the photo\'s address, or remove photoAlt',
      });
    }
  });

export type TeamMember = z.infer<typeof teamMemberSchema> & {
  slug: string;
  file: string;
  html: string;
  /** The photo in the sizes and formats the build made of it (app/content/pictures.ts). */
  picture?: PictureSet;
};
