// The lucide icons the site draws, each from its own module. Importing lucide-react's index instead
// makes every build read all of its ~1,700 icons (seconds of bundling), and the server load them all.
// To use another icon, add its line here (the file names are on lucide.dev).
export type { LucideIcon } from "lucide-react";
export { default as ArrowLeft } from "lucide-react/icons/arrow-left";
export { default as ArrowRight } from "lucide-react/icons/arrow-right";
export { default as BookOpen } from "lucide-react/icons/book-open";
export { default as Brain } from "lucide-react/icons/brain";
export { default as Calendar } from "lucide-react/icons/calendar";
export { default as Check } from "lucide-react/icons/check";
export { default as Clock } from "lucide-react/icons/clock";
export { default as Compass } from "lucide-react/icons/compass";
export { default as GraduationCap } from "lucide-react/icons/graduation-cap";
export { default as HandHeart } from "lucide-react/icons/hand-heart";
export { default as Heart } from "lucide-react/icons/heart";
export { default as House } from "lucide-react/icons/house";
export { default as Leaf } from "lucide-react/icons/leaf";
export { default as LifeBuoy } from "lucide-react/icons/life-buoy";
export { default as Mail } from "lucide-react/icons/mail";
export { default as MapPin } from "lucide-react/icons/map-pin";
export { default as Menu } from "lucide-react/icons/menu";
export { default as MessageCircle } from "lucide-react/icons/message-circle";
export { default as Phone } from "lucide-react/icons/phone";
export { default as Puzzle } from "lucide-react/icons/puzzle";
export { default as Shield } from "lucide-react/icons/shield";
export { default as Smile } from "lucide-react/icons/smile";
export { default as Sparkles } from "lucide-react/icons/sparkles";
export { default as Sprout } from "lucide-react/icons/sprout";
export { default as Star } from "lucide-react/icons/star";
export { default as Sun } from "lucide-react/icons/sun";
export { default as Target } from "lucide-react/icons/target";
export { default as Users } from "lucide-react/icons/users";
export { default as Video } from "lucide-react/icons/video";
export { default as X } from "lucide-react/icons/x";
