/** Images and styles resolve to a fixed URL string in unit tests. */
export default 'test-file-stub';
