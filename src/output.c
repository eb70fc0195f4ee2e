/*
 * output.c: the diagnostics of a run for tools (--format=json, sarif),
 * the baseline of findings known before (--write-baseline), and the
 * findings of another run read back (a project run's files).
 *
 * diag.c keeps each diagnostic as a record (DiagRecord): its place,
 * message, warning group, rule, function, fingerprint, notes and path.
 * JSON is those records as they are; SARIF 2.1.0 is one run whose results
 * are the records: the notes as related locations, the path as a code
 * flow, the fingerprint as a partial fingerprint, the rules listed in the
 * tool's driver.
 */
#include "annotalysis.h"

#include <errno.h>
#include <string.h>

static const char *severity_word(Severity s) {
  return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note";
}

/* A record's rule: its check's, else its warning group's, else "error"
   (an error in the input) or "warning". */
static const char *rule_of(const DiagRecord *r) {
  return r->rule ? r->rule : r->group ? r->group : severity_word(r->severity);
}

static char *record_path(SrcLoc at) {
  const SrcFile *file = src_get(at.file);
  return file ? absolute_path(file->path) : NULL;
}

/* ------------------------------------------------------------------- JSON */

static void json_place(FILE *out, SrcLoc at) {
  char *path = record_path(at);
  fputs("\"file\": ", out);
  if (path)
    json_put_string(out, path);
  else
    fputs("null", out);
  fprintf(out, ", \"line\": %u, \"column\": %u", at.line, at.col);
  free(path);
}

static void json_notes(FILE *out, const char *name, const DiagNote *notes, int n) {
  fprintf(out, ", \"%s\": [", name);
  for (int i = 0; i < n; i++) {
    fputs(i ? ", {" : "{", out);
    json_place(out, notes[i].at);
    fputs(", \"message\": ", out);
    json_put_string(out, notes[i].message);
    fputc('}', out);
  }
  fputc(']', out);
}

static void optional_string(FILE *out, const char *name, const char *value) {
  fprintf(out, ", \"%s\": ", name);
  if (value)
    json_put_string(out, value);
  else
    fputs("null", out);
}

static void write_json(FILE *out, const DiagRecords *records) {
  fputs("{\"version\": 1, \"diagnostics\": [", out);
  for (int i = 0; i < records->len; i++) {
    const DiagRecord *r = records->data[i];
    fprintf(out, "%s\n  {\"severity\": \"%s\", ", i ? "," : "", severity_word(r->severity));
    json_place(out, r->at);
    fputs(", \"message\": ", out);
    json_put_string(out, r->message);
    optional_string(out, "group", r->group);
    optional_string(out, "rule", r->rule);
    optional_string(out, "function", r->function);
    optional_string(out, "fingerprint", r->fingerprint);
    json_notes(out, "notes", r->notes.data, r->notes.len);
    json_notes(out, "path", r->flow.data, r->flow.len);
    fputc('}', out);
  }
  fputs("\n]}\n", out);
}

/* ------------------------------------------------------------------ SARIF */

/* A file URI: the absolute path, with what is not unreserved (RFC 3986)
   or '/' percent-encoded. */
static void put_uri(FILE *out, const char *path) {
  fputs("\"file://", out);
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
      fputc(*p, out);
    else
      fprintf(out, "%%%02X", *p);
  }
  fputc('"', out);
}

static void sarif_location(FILE *out, SrcLoc at, const char *message, int id) {
  char *path = record_path(at);
  fputc('{', out);
  if (id >= 0)
    fprintf(out, "\"id\": %d, ", id);
  fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
  if (path)
    put_uri(out, path);
  else
    fputs("\"file:///unknown\"", out);
  fputs("}", out);
  if (at.line) {
    fprintf(out, ", \"region\": {\"startLine\": %u", at.line);
    if (at.col)
      fprintf(out, ", \"startColumn\": %u", at.col);
    fputc('}', out);
  }
  fputc('}', out);
  if (message) {
    fputs(", \"message\": {\"text\": ", out);
    json_put_string(out, message);
    fputc('}', out);
  }
  fputc('}', out);
  free(path);
}

static void write_sarif(FILE *out, const DiagRecords *records) {
  /* the rules, each once, in the order first seen */
  StrVec rules = {0};
  int *index = xcalloc((size_t)records->len + 1, sizeof(int));
  for (int i = 0; i < records->len; i++) {
    const char *rule = rule_of(records->data[i]);
    int k = 0;
    while (k < rules.len && strcmp(rules.data[k], rule))
      k++;
    if (k == rules.len)
      VEC_PUSH(rules, rule);
    index[i] = k;
  }
  fputs("{\n\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n\"version\": \"2.1.0\",\n"
        "\"runs\": [{\n\"tool\": {\"driver\": {\"name\": \"annotalysis\", \"version\": \"" ANNOTALYSIS_VERSION "\", "
        "\"informationUri\": \"https://github.com/annotalysis/annotalysis\", \"rules\": [",
        out);
  for (int k = 0; k < rules.len; k++) {
    fputs(k ? ",\n  {\"id\": " : "\n  {\"id\": ", out);
    json_put_string(out, rules.data[k]);
    fputs(", \"shortDescription\": {\"text\": ", out);
    json_put_string(out, rules.data[k]);
    fputs("}}", out);
  }
  fputs("]}},\n\"results\": [", out);
  for (int i = 0; i < records->len; i++) {
    const DiagRecord *r = records->data[i];
    fputs(i ? ",\n  {\"ruleId\": " : "\n  {\"ruleId\": ", out);
    json_put_string(out, rules.data[index[i]]);
    fprintf(out, ", \"ruleIndex\": %d, \"level\": \"%s\", \"message\": {\"text\": ", index[i],
            severity_word(r->severity));
    json_put_string(out, r->message);
    fputs("}, \"locations\": [", out);
    sarif_location(out, r->at, NULL, -1);
    fputc(']', out);
    if (r->notes.len) {
      fputs(", \"relatedLocations\": [", out);
      for (int k = 0; k < r->notes.len; k++) {
        if (k)
          fputs(", ", out);
        sarif_location(out, r->notes.data[k].at, r->notes.data[k].message, k);
      }
      fputc(']', out);
    }
    if (r->flow.len) {
      fputs(", \"codeFlows\": [{\"threadFlows\": [{\"locations\": [", out);
      for (int k = 0; k <= r->flow.len; k++) {
        fputs(k ? ", {\"location\": " : "{\"location\": ", out);
        if (k < r->flow.len)
          sarif_location(out, r->flow.data[k].at, r->flow.data[k].message, -1);
        else
          sarif_location(out, r->at, r->message, -1); /* where it ends */
        fputc('}', out);
      }
      fputs("]}]}]", out);
    }
    if (r->fingerprint) {
      fputs(", \"partialFingerprints\": {\"annotalysis/v1\": ", out);
      json_put_string(out, r->fingerprint);
      fputc('}', out);
    }
    fputc('}', out);
  }
  fputs("\n]\n}]\n}\n", out);
  VEC_FREE(rules);
  free(index);
}

bool output_write(FILE *out, OutputFormat format) {
  if (format == FORMAT_JSON)
    write_json(out, diag_records());
  else if (format == FORMAT_SARIF)
    write_sarif(out, diag_records());
  return !ferror(out);
}

/* --------------------------------------------------------------- baseline */

bool output_write_baseline(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "annotalysis: error: cannot write the baseline '%s': %s\n", path, strerror(errno));
    return false;
  }
  fputs("# annotalysis baseline: the fingerprint of each finding, then its rule, place and message\n", f);
  const DiagRecords *records = diag_records();
  for (int i = 0; i < records->len; i++) {
    const DiagRecord *r = records->data[i];
    if (!r->fingerprint)
      continue;
    const SrcFile *file = src_get(r->at.file);
    fprintf(f, "%s %s %s:%u %s\n", r->fingerprint, rule_of(r), file ? file->path : "?", r->at.line, r->message);
  }
  bool ok = fclose(f) == 0;
  if (!ok)
    fprintf(stderr, "annotalysis: error: writing the baseline '%s' failed\n", path);
  return ok;
}

/* ---------------------------------------------------------------- replay */

static SrcLoc place_of(const JsonValue *v) {
  const char *path = json_string_of(v, "file");
  return path ? src_place(path, (uint32_t)json_number_of(v, "line"), (uint32_t)json_number_of(v, "column"))
              : (SrcLoc){0};
}

static const char *text_of(const JsonValue *note) {
  const char *message = json_string_of(note, "message");
  return message ? message : "";
}

bool output_replay(const char *path) {
  JsonValue *doc = json_read_file(path, "the findings");
  const JsonValue *list = json_get(doc, "diagnostics");
  if (!list || list->kind != JSON_ARRAY) {
    if (doc)
      fprintf(stderr, "%s: error: not the findings of annotalysis --format=json\n", path);
    json_free(doc);
    return false;
  }
  for (int i = 0; i < list->items.len; i++) {
    const JsonValue *d = list->items.data[i];
    const char *severity = json_string_of(d, "severity"), *message = json_string_of(d, "message");
    const char *group = json_string_of(d, "group");
    if (!severity || !message)
      continue;
    SrcLoc at = place_of(d);
    bool shown;
    if (!strcmp(severity, "note")) {
      diag_note_at(at, "%s", message);
      continue;
    }
    diag_replay_finding(json_string_of(d, "rule"), json_string_of(d, "function"), json_string_of(d, "fingerprint"));
    if (group)
      shown = diag_group_at(!strcmp(severity, "error") ? SEV_ERROR : SEV_WARNING, at, group, "%s", message);
    else
      shown = (diag(!strcmp(severity, "error") ? SEV_ERROR : SEV_WARNING, at, "%s", message), true);
    const JsonValue *notes = json_get(d, "notes"), *flow = json_get(d, "path");
    for (int k = 0; shown && notes && k < notes->items.len; k++)
      diag_note_at(place_of(notes->items.data[k]), "%s", text_of(notes->items.data[k]));
    for (int k = 0; shown && flow && k < flow->items.len; k++)
      diag_flow(place_of(flow->items.data[k]), text_of(flow->items.data[k]));
  }
  json_free(doc);
  return true;
}
