// Stands in for axios's helpers/HttpStatusCode.js in the shell's build: a table of every HTTP status name
// (axios.HttpStatusCode) that no code of the site reads; it reads statuses as numbers.
export default {};
