// The post step's entry (action.yml `runs.post`): the bundle, started from this file, knows it is
// the post step (see index.ts). The build writes it to dist/post.js beside the bundle.
import './index.js';
