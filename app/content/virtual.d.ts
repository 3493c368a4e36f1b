declare module "virtual:content" {
  const content: import("./load").Content;
  export default content;
}
