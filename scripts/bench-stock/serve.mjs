// The stock React Router page (built by `npm run bench` into tests/.tmp/bench-stock-build), or with
// BUILD=floor the floor page (tests/.tmp/bench-floor-build), served the way React Router's own Node
// adapter serves a build: node:http around createRequestListener, in a process of its own, with no
// logging and no static files.
import http from "node:http";
import path from "node:path";
import { createRequestListener } from "@react-router/node";

const build = await import(path.resolve(`tests/.tmp/bench-${process.env.BUILD === "floor" ? "floor" : "stock"}-build/server/index.js`));
http
  .createServer(createRequestListener({ build, mode: "production" }))
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
