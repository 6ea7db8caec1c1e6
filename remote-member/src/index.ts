// Remotes are consumed through remoteEntry.js; this entry only keeps webpack's main chunk small.
export {};
