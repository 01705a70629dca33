#!/usr/bin/env node
// The `lectern-canvas` command of the installed package: the compiled command (scripts/build-server.mjs).
import '../dist-server/lectern-canvas.js';
