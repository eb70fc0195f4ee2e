/*
 * json.c: JSON read into a tree, and strings written escaped.
 *
 * What annotalysis reads as JSON: a build's compile_commands.json
 * (project.c) and the findings of the runs a project run starts
 * (--format=json, diag.c).  Errors name the file and line.
 */
#include "annotalysis.h"

#include <errno.h>
#include <string.h>

typedef struct Reader {
  const char *p, *start;
  const char *path;
  bool failed;
} Reader;

static void fail_at(Reader *r, const char *what) {
  if (r->failed)
    return;
  int line = 1;
  for (const char *q = r->start; q < r->p; q++)
    line += *q == '\n';
  fprintf(stderr, "%s:%d: error: %s\n", r->path, line, what);
  r->failed = true;
}

static void skip_space(Reader *r) {
  while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
    r->p++;
}

static bool take(Reader *r, char c) {
  skip_space(r);
  if (*r->p != c)
    return false;
  r->p++;
  return true;
}

static void put_utf8(StrBuf *b, unsigned long c) {
  if (c < 0x80) {
    sb_putc(b, (char)c);
  } else if (c < 0x800) {
    sb_putc(b, (char)(0xc0 | c >> 6));
    sb_putc(b, (char)(0x80 | (c & 0x3f)));
  } else if (c < 0x10000) {
    sb_putc(b, (char)(0xe0 | c >> 12));
    sb_putc(b, (char)(0x80 | (c >> 6 & 0x3f)));
    sb_putc(b, (char)(0x80 | (c & 0x3f)));
  } else {
    sb_putc(b, (char)(0xf0 | c >> 18));
    sb_putc(b, (char)(0x80 | (c >> 12 & 0x3f)));
    sb_putc(b, (char)(0x80 | (c >> 6 & 0x3f)));
    sb_putc(b, (char)(0x80 | (c & 0x3f)));
  }
}

static unsigned long hex4(Reader *r) {
  unsigned long v = 0;
  for (int i = 0; i < 4; i++, r->p++) {
    char c = *r->p;
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) {
      fail_at(r, "a \\u escape needs four hexadecimal digits");
      return 0;
    }
    v = v << 4 | (unsigned long)d;
  }
  return v;
}

static char *read_string(Reader *r) {
  if (!take(r, '"')) {
    fail_at(r, "expected a string");
    return NULL;
  }
  StrBuf b = {0};
  while (*r->p != '"' && !r->failed) {
    char c = *r->p++;
    if (c == '\0' || c == '\n') {
      fail_at(r, "unterminated string");
      break;
    }
    if (c != '\\') {
      sb_putc(&b, c);
      continue;
    }
    if (*r->p == '\0') {
      fail_at(r, "unterminated string");
      break;
    }
    c = *r->p++;
    switch (c) {
    case '"': case '\\': case '/': sb_putc(&b, c); break;
    case 'b': sb_putc(&b, '\b'); break;
    case 'f': sb_putc(&b, '\f'); break;
    case 'n': sb_putc(&b, '\n'); break;
    case 'r': sb_putc(&b, '\r'); break;
    case 't': sb_putc(&b, '\t'); break;
    case 'u': {
      unsigned long u = hex4(r);
      if (u >= 0xd800 && u < 0xdc00 && r->p[0] == '\\' && r->p[1] == 'u') { /* a surrogate pair */
        r->p += 2;
        unsigned long low = hex4(r);
        u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
      }
      put_utf8(&b, u);
      break;
    }
    default: fail_at(r, "unknown escape in a string"); break;
    }
  }
  if (r->failed) {
    sb_free(&b);
    return NULL;
  }
  r->p++; /* the closing quote */
  sb_putc(&b, '\0');
  return b.data;
}

enum { MAX_DEPTH = 256 };

static JsonValue *read_value(Reader *r, int depth) {
  skip_space(r);
  if (depth > MAX_DEPTH) {
    fail_at(r, "values nested too deep");
    return NULL;
  }
  JsonValue *v = xcalloc(1, sizeof *v);
  char c = *r->p;
  if (c == '"') {
    v->kind = JSON_STRING;
    v->string = read_string(r);
  } else if (c == '[' || c == '{') {
    bool object = c == '{';
    char close = object ? '}' : ']';
    v->kind = object ? JSON_OBJECT : JSON_ARRAY;
    r->p++;
    if (!take(r, close)) {
      do {
        char *key = NULL;
        if (object) {
          key = read_string(r);
          if (key && !take(r, ':'))
            fail_at(r, "expected ':'");
        }
        JsonValue *item = r->failed ? NULL : read_value(r, depth + 1);
        if (r->failed) {
          free(key);
          json_free(item);
          break;
        }
        VEC_PUSH(v->keys, key);
        VEC_PUSH(v->items, item);
      } while (take(r, ','));
      if (!r->failed && !take(r, close))
        fail_at(r, object ? "expected ',' or '}'" : "expected ',' or ']'");
    }
  } else if (!strncmp(r->p, "true", 4) || !strncmp(r->p, "false", 5) || !strncmp(r->p, "null", 4)) {
    v->kind = c == 'n' ? JSON_NULL : JSON_BOOL;
    v->number = c == 't';
    r->p += c == 'f' ? 5 : 4;
  } else {
    char *end;
    v->kind = JSON_NUMBER;
    v->number = strtod(r->p, &end);
    if (end == r->p)
      fail_at(r, "expected a value");
    r->p = end;
  }
  if (r->failed) {
    json_free(v);
    return NULL;
  }
  return v;
}

JsonValue *json_read(const char *text, const char *path) {
  Reader r = {text, text, path, false};
  JsonValue *v = read_value(&r, 0);
  if (v)
    skip_space(&r);
  if (v && *r.p) {
    fail_at(&r, "text after the value");
    json_free(v);
    return NULL;
  }
  return v;
}

JsonValue *json_read_file(const char *path, const char *what) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text) {
    fprintf(stderr, "annotalysis: error: cannot read %s '%s': %s\n", what, path, strerror(errno));
    return NULL;
  }
  JsonValue *v = json_read(text, path);
  free(text);
  return v;
}

void json_free(JsonValue *v) {
  if (!v)
    return;
  for (int i = 0; i < v->items.len; i++) {
    free(v->keys.data[i]);
    json_free(v->items.data[i]);
  }
  VEC_FREE(v->keys);
  VEC_FREE(v->items);
  free(v->string);
  free(v);
}

const JsonValue *json_get(const JsonValue *object, const char *key) {
  for (int i = 0; object && object->kind == JSON_OBJECT && i < object->items.len; i++)
    if (!strcmp(object->keys.data[i], key))
      return object->items.data[i];
  return NULL;
}

const char *json_string_of(const JsonValue *object, const char *key) {
  const JsonValue *v = json_get(object, key);
  return v && v->kind == JSON_STRING ? v->string : NULL;
}

double json_number_of(const JsonValue *object, const char *key) {
  const JsonValue *v = json_get(object, key);
  return v && v->kind == JSON_NUMBER ? v->number : 0;
}

void json_put_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", out);
    else if (*p == '\t')
      fputs("\\t", out);
    else if (*p < 0x20 || *p == 0x7f)
      fprintf(out, "\\u%04x", *p);
    else
      fputc(*p, out);
  }
  fputc('"', out);
}
