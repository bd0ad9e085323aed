// Node options of every Tendero server process. Written out again where a command line cannot import
// this file: package.json's `start` script and the Dockerfile's CMD (keep the three the same).
//
// --max-semi-space-size=64 (MB): a larger young generation. At 5,000 chat sockets and 2,000 messages a
// second, the default's scavenges (every ~210 ms, 4-15 ms each) promoted 2.6-4.5 KB a message to the old
// generation and led to a mark-compact within 10 s: the one-process p99. With 64 MB: a quarter as many
// scavenges, 0.9-1.3 KB promoted, no mark-compact; 60-110 MB more memory under load (decision 0021).
export const serverNodeFlags: string[] = ['--max-semi-space-size=64'];
