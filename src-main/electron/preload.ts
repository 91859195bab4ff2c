// The renderer talks to the app over HTTP /v1 like any other client, so nothing is exposed here.
export {};
