// The bench's floor: a bare node:http server answering a small fixed page, in its own process.
import http from "node:http";

const page = "<!doctype html><html lang=en><title>bare</title><p>hello</p></html>";
http
  .createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(page);
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
