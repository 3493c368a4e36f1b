// The icons content files may name, drawn as inline SVG (lucide), so no icon costs a request.
import {
  BookOpen,
  Brain,
  Clock,
  Compass,
  GraduationCap,
  HandHeart,
  Heart,
  House,
  Leaf,
  MessageCircle,
  Puzzle,
  Shield,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Sun,
  Target,
  Users,
  Video,
  type LucideIcon,
} from "~/components/icons";
import type { IconName } from "~/content/schemas";

const ICONS: Record<IconName, LucideIcon> = {
  heart: Heart,
  users: Users,
  brain: Brain,
  book: BookOpen,
  sparkles: Sparkles,
  shield: Shield,
  smile: Smile,
  sprout: Sprout,
  message: MessageCircle,
  puzzle: Puzzle,
  graduation: GraduationCap,
  home: House,
  clock: Clock,
  star: Star,
  hand: HandHeart,
  compass: Compass,
  sun: Sun,
  leaf: Leaf,
  target: Target,
  video: Video,
};

export function Icon({ name, className = "icon" }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
