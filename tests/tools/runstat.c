/*
 * runstat: run a command several times and report its cost.
 *
 *     runstat [-n N] [-o FILE] -- cmd args...
 *
 * Runs cmd N times (default 5), one after the other, with its standard output
 * sent to FILE (truncated before each run) or to /dev/null; standard error is
 * left alone so that diagnostics stay visible.  Prints one line:
 *
 *     wall_ms_min wall_ms_median peak_rss_kb exit_status
 *
 * Wall time is measured with CLOCK_MONOTONIC around fork..wait4.  Peak RSS is
 * the largest ru_maxrss that wait4 reported over the runs; on Linux that value
 * covers the child and every descendant it waited for (gcc's cc1, say), which
 * is what makes "gcc -E" and a single-process tool comparable.  exit_status is
 * that of the first run that failed (128+signal for a signal), else 0; runs
 * stop at the first failure, since timing a failing command means little.
 *
 * The bench scripts parse the output line, so its format is a contract.
 */
#define _DEFAULT_SOURCE /* wait4 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct RunResult {
	double wall_ms;
	long maxrss_kb;
	int exit_status;
};

static void usage(void)
{
	fprintf(stderr, "usage: runstat [-n N] [-o FILE] -- cmd args...\n");
	exit(2);
}

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* In the child: point stdout at out_path and exec argv; never returns. */
static void exec_child(const char *out_path, char **argv)
{
	int fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		fprintf(stderr, "runstat: %s: %s\n", out_path, strerror(errno));
		_exit(127);
	}
	if (dup2(fd, STDOUT_FILENO) < 0) {
		fprintf(stderr, "runstat: dup2: %s\n", strerror(errno));
		_exit(127);
	}
	if (fd != STDOUT_FILENO)
		close(fd);
	execvp(argv[0], argv);
	fprintf(stderr, "runstat: %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

static struct RunResult run_once(const char *out_path, char **argv)
{
	struct RunResult result = {0, 0, 0};
	struct rusage usage_info;
	int status;
	double start = now_ms();
	pid_t pid = fork();

	if (pid < 0) {
		fprintf(stderr, "runstat: fork: %s\n", strerror(errno));
		exit(2);
	}
	if (pid == 0)
		exec_child(out_path, argv);
	while (wait4(pid, &status, 0, &usage_info) < 0) {
		if (errno != EINTR) {
			fprintf(stderr, "runstat: wait4: %s\n", strerror(errno));
			exit(2);
		}
	}
	result.wall_ms = now_ms() - start;
	result.maxrss_kb = usage_info.ru_maxrss; /* kilobytes on Linux */
	if (WIFEXITED(status))
		result.exit_status = WEXITSTATUS(status);
	else if (WIFSIGNALED(status))
		result.exit_status = 128 + WTERMSIG(status);
	else
		result.exit_status = 255;
	return result;
}

static int compare_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *values, int count)
{
	qsort(values, (size_t)count, sizeof *values, compare_double);
	if (count % 2)
		return values[count / 2];
	return (values[count / 2 - 1] + values[count / 2]) / 2.0;
}

int main(int argc, char **argv)
{
	long run_count = 5;
	const char *out_path = "/dev/null";
	double *wall_times;
	long peak_rss_kb = 0;
	int exit_status = 0;
	int runs_done = 0;
	int opt;

	while ((opt = getopt(argc, argv, "+n:o:")) != -1) {
		char *end;
		switch (opt) {
		case 'n':
			errno = 0;
			run_count = strtol(optarg, &end, 10);
			if (errno || *end || run_count < 1 || run_count > 1000000)
				usage();
			break;
		case 'o':
			out_path = optarg;
			break;
		default:
			usage();
		}
	}
	/* getopt consumes a "--" that ends the options. */
	if (optind >= argc)
		usage();

	wall_times = malloc((size_t)run_count * sizeof *wall_times);
	if (!wall_times) {
		fprintf(stderr, "runstat: out of memory\n");
		return 2;
	}
	for (long i = 0; i < run_count; i++) {
		struct RunResult result = run_once(out_path, argv + optind);
		wall_times[runs_done++] = result.wall_ms;
		if (result.maxrss_kb > peak_rss_kb)
			peak_rss_kb = result.maxrss_kb;
		if (result.exit_status) {
			exit_status = result.exit_status;
			break;
		}
	}
	double min_ms = wall_times[0];
	for (int i = 1; i < runs_done; i++)
		if (wall_times[i] < min_ms)
			min_ms = wall_times[i];
	printf("%.2f %.2f %ld %d\n", min_ms, median(wall_times, runs_done),
	       peak_rss_kb, exit_status);
	free(wall_times);
	return 0;
}
