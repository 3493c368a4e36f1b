// The one list of icons: every lucide icon the site draws, each from its own module (importing
// lucide-react's index instead makes every build read all of its ~1,700 icons, and the server load
// them all), and below, the names content files may use. To add an icon, add its line here (the
// file names are on lucide.dev), and to offer it to content, its name in CONTENT_ICONS.
import type { LucideIcon } from "lucide-react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import BookOpen from "lucide-react/icons/book-open";
import Brain from "lucide-react/icons/brain";
import Calendar from "lucide-react/icons/calendar";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import Copy from "lucide-react/icons/copy";
import Compass from "lucide-react/icons/compass";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HandHeart from "lucide-react/icons/hand-heart";
import Heart from "lucide-react/icons/heart";
import House from "lucide-react/icons/house";
import Leaf from "lucide-react/icons/leaf";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import Puzzle from "lucide-react/icons/puzzle";
import Search from "lucide-react/icons/search";
import Share2 from "lucide-react/icons/share-2";
import Shield from "lucide-react/icons/shield";
import Smile from "lucide-react/icons/smile";
import Sparkles from "lucide-react/icons/sparkles";
import Sprout from "lucide-react/icons/sprout";
import Star from "lucide-react/icons/star";
import Sun from "lucide-react/icons/sun";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import X from "lucide-react/icons/x";

export type { LucideIcon };
export {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Brain,
  Calendar,
  Check,
  Clock,
  Compass,
  Copy,
  GraduationCap,
  HandHeart,
  Heart,
  House,
  Leaf,
  LifeBuoy,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Phone,
  Puzzle,
  Search,
  Share2,
  Shield,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Sun,
  Target,
  Users,
  Video,
  X,
};

/** The icons a content file may name (`icon: heart`), each with the picture it draws. */
export const CONTENT_ICONS = {
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
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof CONTENT_ICONS;
export const ICON_NAMES = Object.keys(CONTENT_ICONS) as [IconName, ...IconName[]];
