// Stands in for axios's helpers/formDataToJSON.js in the shell's build: it turns a FormData body into JSON,
// and the site's API client only ever sends plain objects (JSON) or nothing. Asked for anyway, it says so.
export default function formDataToJSON() {
  throw new Error('FormData bodies are not supported by this build');
}
