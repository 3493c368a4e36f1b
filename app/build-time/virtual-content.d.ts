// The module content-plugin.ts serves: the checked content of the build and, in a preview, what
// its branch changes (scripts/build.ts adds it; app/features/preview reads it).
declare module "virtual:content" {
  const content: import("./load-content").Content & {
    review?: import("../features/preview/branch-review").BranchReview;
  };
  export default content;
}
