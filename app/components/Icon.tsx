// An icon that content names, drawn as inline SVG (lucide), so no icon costs a request.
import { CONTENT_ICONS, type IconName } from "~/lib/icons";

export function Icon({ name, className = "icon" }: { name: IconName; className?: string }) {
  const Component = CONTENT_ICONS[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
