// Loaded with `--import` into the Couvert server under load when BENCH_PROFILE_DIR is set
// (bench/couvert-server.ts): Node 20 refuses `--cpu-prof` in NODE_OPTIONS, so the profile is
// taken through the inspector and written as a .cpuprofile (open it in Chrome DevTools) on exit,
// beside the CPU time the process used.
import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 200 });
  session.post("Profiler.start");
  process.once("exit", () => {
    // The in-process session answers synchronously, so the file is written before the process ends.
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      const name = path.join(dir, `couvert-${process.pid}-${Date.now()}`);
      fs.writeFileSync(`${name}.cpuprofile`, JSON.stringify(result.profile));
      // CPU time the process used in all (user and system, microseconds), whatever else ran beside it.
      fs.writeFileSync(`${name}.cpu.json`, JSON.stringify(process.cpuUsage()));
    });
  });
}
