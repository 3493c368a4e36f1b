// The tools' words shown only after a parent's action, in one language (paths.toolsLaterWords):
// a module of data that the tool pages of that language load as their tool starts. 404 where the
// language has no tool of its own (its tool pages are the English ones).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localContent } from "~/content/content.server";
import { notFound } from "~/lib/responses";
import { sharedLaterWords } from "~/features/tools/ui/island-words";
import { toolsLaterWords } from "~/features/tools/page-by-id.server";
import { laterWordsModule } from "~/features/tools/ui/later-words";

export function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  if (!local.tools || local.translatedTools.length === 0) {
    throw notFound();
  }
  const words = { ...sharedLaterWords(local.tools.shared), tools: toolsLaterWords(local) };
  return new Response(laterWordsModule(words), {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  });
}
