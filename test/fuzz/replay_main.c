/*
 * replay_main.c: runs a fuzz target over files without libFuzzer, like LLVM's
 * StandaloneFuzzTargetMain.
 *
 *   fuzz_NAME-replay PATH...   (a PATH that is a directory stands for every file in it)
 *
 * Each file's bytes are handed to LLVMFuzzerTestOneInput once, in name order. This is how
 * `make check` replays the seed corpora and the regression inputs of earlier crashes with any
 * C compiler, in the plain and the sanitizer builds: a crash, an assertion failure or a
 * sanitizer report fails the test, as it would have failed the fuzzer.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        return 1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (buf == NULL) {
        fprintf(stderr, "out of memory reading %s\n", path);
        return 1;
    }
    /* an exact-size copy, so that ASan sees any read past the input's end */
    uint8_t *exact = malloc(len ? len : 1);
    memcpy(exact, buf, len);
    free(buf);
    LLVMFuzzerTestOneInput(exact, len);
    free(exact);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_path(const char *path, int *count)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        perror(path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        (*count)++;
        return replay_file(path);
    }
    DIR *d = opendir(path);
    if (d == NULL) {
        perror(path);
        return 1;
    }
    char **names = NULL;
    size_t nnames = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        names = realloc(names, sizeof(char *) * (nnames + 1));
        names[nnames++] = strdup(e->d_name);
    }
    closedir(d);
    if (nnames > 0)
        qsort(names, nnames, sizeof(char *), by_name);
    int rc = 0;
    for (size_t i = 0; i < nnames; i++) {
        size_t plen = strlen(path) + strlen(names[i]) + 2;
        char *full = malloc(plen);
        snprintf(full, plen, "%s/%s", path, names[i]);
        rc |= replay_path(full, count);
        free(full);
        free(names[i]);
    }
    free(names);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = 0, count = 0;
    for (int i = 1; i < argc; i++)
        rc |= replay_path(argv[i], &count);
    printf("%s: %d inputs replayed\n", argc > 0 ? argv[0] : "replay", count);
    return rc;
}
