import fs from "node:fs"; import path from "node:path";
function walk(d){return fs.readdirSync(d,{withFileTypes:true}).flatMap(e=>e.isDirectory()?walk(path.join(d,e.name)):[path.join(d,e.name)])}
const counts=new Map();
for (const f of walk("build/static/mr").filter(f=>f.endsWith(".html"))) {
  let h=fs.readFileSync(f,"utf8");
  h=h.replace(/<script[\s\S]*?<\/script>/g,"").replace(/<style[\s\S]*?<\/style>/g,"").replace(/<head>[\s\S]*?<\/head>/,"");
  // drop elements marked lang="en..."
  const t=h.replace(/<[^>]+>/g," ").replace(/&[a-z#0-9]+;/g," ");
  const words=t.match(/[A-Za-z][A-Za-z'’\-]+/g)||[];
  for(const w of words){const k=w; counts.set(k,(counts.get(k)||0)+1);}
  const aria=[...h.matchAll(/(?:aria-label|alt|title|placeholder)="([^"]*[A-Za-z]{3,}[^"]*)"/g)].map(m=>m[1]);
  if(aria.length) console.log(f, "ATTR:", [...new Set(aria)].join(" | "));
}
console.log([...counts].sort((a,b)=>b[1]-a[1]).map(([w,c])=>w+":"+c).join(" "));
